import { createBrowserRouter } from 'react-router-dom';

import { AppRoot } from './app-root';
import { createAppRoutes } from './router';
import { makeStore } from './store';

import './styles/global.css';

const router = createBrowserRouter(createAppRoutes());
const store = makeStore({ navigate: (to) => void router.navigate(to) });

export function App() {
  return <AppRoot store={store} router={router} />;
}
