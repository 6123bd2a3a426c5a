import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadSupabase } from './app/supabase';
import { system } from './app/theme';
import { ActionButton, LoadingState, MessageState } from './components/StateViews';

const root = createRoot(document.getElementById('root')!);

async function start() {
  root.render(
    <ChakraProvider value={system}>
      <LoadingState fullScreen />
    </ChakraProvider>,
  );
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
      <ChakraProvider value={system}>
        <MessageState
          tone="error"
          title="Error"
          message={error instanceof Error ? error.message : String(error)}
          action={<ActionButton onClick={() => void start()}>Retry</ActionButton>}
        />
      </ChakraProvider>,
    );
  }
}

void start();
