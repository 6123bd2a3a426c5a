import { chakra, IconButton } from '@chakra-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { PromptsIcon } from '../../components/icons';
import { useOpenAnswers } from './AnswersDrawer';
import { type AnswersRequest } from './answersRequest';

const PlainButton = chakra('button', {
  base: {
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationColor: 'fg.subtle',
    textUnderlineOffset: '0.2em',
    rounded: 'sm',
    focusRing: 'outside',
    _hover: { color: 'teal.fg', textDecorationColor: 'currentColor' },
  },
});

/**
 * A figure that opens the answers behind it; plain text where no answers drawer is available. Other
 * props (a tooltip trigger's handlers and ref) reach the element.
 */
export function FigureButton({
  request,
  label,
  children,
  ...rest
}: {
  request: AnswersRequest;
  /** Accessible name, e.g. "42.5%: show the answers behind Brand Visibility". */
  label: string;
  children: ReactNode;
} & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  const openAnswers = useOpenAnswers();
  if (!openAnswers)
    return (
      <chakra.span {...(rest as ComponentPropsWithRef<'span'>)} tabIndex={0}>
        {children}
      </chakra.span>
    );
  return (
    <PlainButton {...rest} type="button" aria-label={label} onClick={() => openAnswers(request)}>
      {children}
    </PlainButton>
  );
}

/** A small button beside a ranked row that opens the answers the row counts. */
export function AnswersIconButton({ request, label }: { request: AnswersRequest; label: string }) {
  const openAnswers = useOpenAnswers();
  if (!openAnswers) return null;
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="2xs"
      color="fg.muted"
      flexShrink="0"
      _hover={{ color: 'teal.fg' }}
      onClick={() => openAnswers(request)}
    >
      <PromptsIcon />
    </IconButton>
  );
}
