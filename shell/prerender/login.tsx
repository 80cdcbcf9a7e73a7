import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../src/App';
import '../src/global.css';

/**
 * The login screen as HTML, rendered at build time (plugin-login-estatico.ts): the page served at
 * /login shows it before any script has run, and the shell's bootstrap hydrates it. The same tree
 * as bootstrap.tsx renders, with a static router on /login.
 */
export const htmlDelLogin = () =>
  renderToString(
    <StrictMode>
      <StaticRouter location="/login">
        <App />
      </StaticRouter>
    </StrictMode>,
  );
