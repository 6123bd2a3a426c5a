import { Box, Flex, Text } from '@chakra-ui/react';

type Status = 'done' | 'current' | 'pending';

/**
 * Numbered steps, each done, current or pending; on narrow screens only the current step's name shows.
 */
export function WizardProgress({ current, steps }: { current: number; steps: readonly string[] }) {
  return (
    <Box as="nav" aria-label="Progress" mb="6">
      <Flex as="ol" listStyleType="none" gap={{ base: '1', md: '2' }} align="flex-start" m="0" p="0">
        {steps.map((name, index) => {
          const status: Status = index < current ? 'done' : index === current ? 'current' : 'pending';
          return (
            <Flex
              as="li"
              key={name}
              flex="1"
              direction="column"
              align="center"
              gap="1.5"
              minW="0"
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <Flex w="full" align="center">
                <Box
                  flex="1"
                  h="2px"
                  bg={index === 0 ? 'transparent' : index <= current ? 'teal.solid' : 'border'}
                />
                <Flex
                  boxSize="8"
                  flexShrink={0}
                  rounded="full"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="semibold"
                  borderWidth="2px"
                  borderColor={status === 'pending' ? 'border' : 'teal.solid'}
                  bg={status === 'done' ? 'teal.solid' : 'bg.panel'}
                  color={status === 'done' ? 'teal.contrast' : status === 'current' ? 'teal.fg' : 'fg.muted'}
                  aria-hidden="true"
                >
                  {status === 'done' ? '✓' : index + 1}
                </Flex>
                <Box
                  flex="1"
                  h="2px"
                  bg={index === steps.length - 1 ? 'transparent' : index < current ? 'teal.solid' : 'border'}
                />
              </Flex>
              <Text
                aria-hidden="true"
                textStyle="xs"
                textAlign="center"
                lineClamp={2}
                fontWeight={status === 'current' ? 'semibold' : 'normal'}
                color={status === 'pending' ? 'fg.muted' : 'fg'}
                display={{ base: status === 'current' ? 'block' : 'none', md: 'block' }}
              >
                {name}
              </Text>
              <Box as="span" srOnly>
                {`${name}: step ${index + 1} of ${steps.length}, ${status}`}
              </Box>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
