/**
 * The signed-in person's role in the active brand's workspace, as the screens ask it: what a role may do
 * (the server's rule, graphql/schema/workspaces.graphql) and, when it may not, the reason to show beside
 * the hidden or disabled control. The server refuses the same writes; this only says so before asking.
 */
import { Box, Text } from '@chakra-ui/react';
import { createContext, use, type ReactNode } from 'react';
import type { MemberRole } from '../../__generated__/graphql';

export const ROLE_RANK: Record<MemberRole, number> = { VIEWER: 0, EDITOR: 1, ADMIN: 2, OWNER: 3 };

export const ROLE_LABELS: Record<MemberRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  EDITOR: 'Editor',
  VIEWER: 'Viewer',
};

export const atLeast = (role: MemberRole, min: MemberRole) => ROLE_RANK[role] >= ROLE_RANK[min];

/** Why `role` cannot do what needs `min`, in the words the controls show. */
export function roleReason(role: MemberRole, min: MemberRole): string {
  if (role === 'VIEWER' && min === 'EDITOR')
    return 'Viewers can read and export; ask an admin to change your role.';
  if (min === 'OWNER') return `Only an owner can do this; your role is ${ROLE_LABELS[role]}.`;
  if (min === 'ADMIN') return `Only admins and owners can do this; your role is ${ROLE_LABELS[role]}.`;
  return `This needs the ${ROLE_LABELS[min]} role or higher; yours is ${ROLE_LABELS[role]}.`;
}

/** The role of the signed-in person; null where the screen is drawn without the shell (tests, onboarding). */
export const RoleContext = createContext<MemberRole | null>(null);

export const useRole = (): MemberRole | null => use(RoleContext);

export interface RoleGate {
  allowed: boolean;
  /** Why not, or null when allowed. */
  reason: string | null;
}

/** Whether the signed-in person may do what needs `min` (an unknown role is let through: the server decides). */
export function useRoleGate(min: MemberRole): RoleGate {
  const role = useRole();
  if (role === null || atLeast(role, min)) return { allowed: true, reason: null };
  return { allowed: false, reason: roleReason(role, min) };
}

/** The reason a gate is closed, as a quiet line beside the controls it disables. */
export function RoleHint({ gate }: { gate: RoleGate }) {
  if (gate.allowed) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="role-hint">
      {gate.reason}
    </Text>
  );
}

/**
 * Its children with every form control disabled (a disabled fieldset) and the reason above them, when the
 * signed-in person's role is below `min`; as they are otherwise. Links and downloads outside it stay.
 */
export function RoleFieldset({
  min,
  hint = true,
  children,
}: {
  min: MemberRole;
  /** Show the reason above (false where the page says it once for several). */
  hint?: boolean;
  children: ReactNode;
}) {
  const gate = useRoleGate(min);
  if (gate.allowed) return children;
  return (
    <Box display="flex" flexDirection="column" gap="3">
      {hint && <RoleHint gate={gate} />}
      <Box
        as="fieldset"
        // A fieldset's `disabled` disables every button, input and select inside it, as the browser does.
        {...({ disabled: true } as object)}
        title={gate.reason ?? undefined}
        border="0"
        p="0"
        m="0"
        minW="0"
      >
        {children}
      </Box>
    </Box>
  );
}
