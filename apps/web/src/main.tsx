import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/app';
import { loadPublicConfig } from './lib/public-config';

const root = createRoot(document.getElementById('root')!);

loadPublicConfig()
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((err: unknown) => {
    console.error('Could not load the configuration', err);
    root.render(
      <p style={{ padding: 24, fontFamily: 'system-ui' }}>
        The server could not be reached. Check that it is running and reload the page.
      </p>,
    );
  });
