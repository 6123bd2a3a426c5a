import { IconButton } from '@chakra-ui/react';
import { useColorMode } from '../hooks/useColorMode';
import { MoonIcon, SunIcon } from './icons';

export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <IconButton
      aria-label={colorMode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      variant="ghost"
      size="sm"
      onClick={toggleColorMode}
    >
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
