import { BrowserRouter } from 'react-router-dom';

import { AppRoot } from './app-root';
import { AppRoutes } from './app-routes';
import { createNavigator } from './navigator';
import { makeStore } from './store';

import './styles/global.css';

const outsideNavigation = createNavigator();
const store = makeStore({ navigate: outsideNavigation.navigate });

export function App() {
  return (
    <AppRoot store={store}>
      <BrowserRouter>
        <AppRoutes outsideNavigation={outsideNavigation} />
      </BrowserRouter>
    </AppRoot>
  );
}
