import './app/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadSupabase } from './app/supabase';
import { PlainError, PlainLoading } from './components/PlainStates';

const root = createRoot(document.getElementById('root')!);

async function start() {
  root.render(<PlainLoading />);
  try {
    const auth = await loadSupabase();
    root.render(
      <StrictMode>
        <App auth={auth} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <PlainError
        message={error instanceof Error ? error.message : String(error)}
        action={
          <button type="button" className="sl-button" onClick={() => void start()}>
            Retry
          </button>
        }
      />,
    );
  }
}

void start();
