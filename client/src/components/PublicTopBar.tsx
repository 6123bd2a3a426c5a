import '../features/auth/auth.css';
import { useColorMode } from '../hooks/useColorMode';
import { Glyph, LOGO_DRAWING, MOON_DRAWING, SUN_DRAWING } from './glyphs';

/**
 * The bar above the public pages (sign-in, report wizard): the logo and the colour-mode switch. Drawn
 * without Chakra, so the sign-in page loads none (see app/base.css).
 */
export function PublicTopBar() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <header className="sl-top-bar sl-plain">
      <span className="sl-top-bar-brand">
        <Glyph>{LOGO_DRAWING}</Glyph>
        Sightline
      </span>
      <button
        type="button"
        className="sl-icon-button"
        aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        onClick={toggleColorMode}
      >
        <Glyph>{dark ? SUN_DRAWING : MOON_DRAWING}</Glyph>
      </button>
    </header>
  );
}
