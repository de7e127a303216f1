import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

function start(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Below 768 px index.html's notice stands in for the shop (spec §1): the app
// starts only once the window is wide enough, so a phone runs no shop code
// and makes no API calls for a page it cannot see.
const wideEnough = window.matchMedia('(min-width: 768px)');
if (wideEnough.matches) {
  start(container);
} else {
  const onChange = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    wideEnough.removeEventListener('change', onChange);
    start(container);
  };
  wideEnough.addEventListener('change', onChange);
}
