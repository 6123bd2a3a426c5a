import { Icon, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Glyph, LOGO_DRAWING, MOON_DRAWING, SUN_DRAWING } from './glyphs';

/** Any of the icons below. */
export type IconComponent = ComponentType<IconProps>;

/** A few stroke icons (24×24, lucide-style) drawn inline, so no icon package is needed. */
function make(paths: React.ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <Icon boxSize="4" {...props} asChild>
        <Glyph>{paths}</Glyph>
      </Icon>
    );
  };
}

export const LogoIcon = make(LOGO_DRAWING);
export const HomeIcon = make(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const TopicIcon = make(
  <>
    <path d="M4 19h16" />
    <path d="M4 15l4-6 4 3 4-7 4 5" />
  </>,
);
export const ApiIcon = make(
  <>
    <path d="m18 16 4-4-4-4" />
    <path d="m6 8-4 4 4 4" />
    <path d="m14.5 4-5 16" />
  </>,
);
export const BotIcon = make(
  <>
    <rect x="3" y="8" width="18" height="12" rx="2" />
    <path d="M12 8V4H8" />
    <path d="M2 14h1M21 14h1M9 13v2M15 13v2" />
  </>,
);
export const CloudIcon = make(<path d="M17.5 19H9a7 7 0 1 1 6.7-9h1.8a4.5 4.5 0 1 1 0 9Z" />);
export const ProductIcon = make(
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </>,
);
export const ShoppingBagIcon = make(
  <>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
    <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
  </>,
);
export const PromptsIcon = make(
  <>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 9h8M8 13h5" />
  </>,
);
export const CompetitorsIcon = make(
  <>
    <path d="M3 21V10h4v11M10 21V4h4v17M17 21v-7h4v7" />
  </>,
);
/** Quotation marks: what answers say. */
export const QuoteIcon = make(
  <>
    <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
    <path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
  </>,
);
export const MeasureIcon = make(
  <>
    <path d="M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.4 2.4 0 0 1 0-3.4l2.6-2.6a2.4 2.4 0 0 1 3.4 0Z" />
    <path d="m14.5 12.5 2-2M11.5 9.5l2-2M8.5 6.5l2-2M17.5 15.5l2-2" />
  </>,
);
export const ActionIcon = make(<path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />);
export const SettingsIcon = make(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
export const SignOutIcon = make(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
);
export const ChevronDownIcon = make(<path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = make(<path d="m9 18 6-6-6-6" />);
export const PanelIcon = make(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
  </>,
);
export const InfoIcon = make(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
/** A page of the brand's site (the page funnel). */
export const PageIcon = make(
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
    <path d="M8 13h8M8 17h5" />
  </>,
);
export const SunIcon = make(SUN_DRAWING);
export const MoonIcon = make(MOON_DRAWING);
export const LiveIcon = make(
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
  </>,
);
export const AlertIcon = make(
  <>
    <path d="M18 16.5V11a6 6 0 0 0-12 0v5.5L4 18.5h16z" />
    <path d="M10 21.5h4" />
  </>,
);
/** A flag on a pole: a logged change. */
export const ChangesIcon = make(
  <>
    <path d="M5 22V3" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>,
);
export const DownloadIcon = make(
  <>
    <path d="M12 15V3" />
    <path d="m7 10 5 5 5-5" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
  </>,
);
export const CheckIcon = make(<path d="M20 6 9 17l-5-5" />);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />);
