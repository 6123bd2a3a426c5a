import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** After a free report (its page, the wizard's success screen): what an account adds, and the way to one. */
export function SignUpInvite({ companyName }: { companyName?: string }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      p="5"
      textAlign="start"
    >
      <Box>
        <Heading as="h2" size="md">
          {`Track ${companyName || 'your brand'} every day`}
        </Heading>
        <Text color="fg.muted" textStyle="sm" mt="1">
          A report is one day’s answers. With an account the same questions are asked every day on every
          platform, so you see visibility, sentiment and competitors move, and every figure opens the answers
          behind it.
        </Text>
      </Box>
      <Button asChild colorPalette="teal" flexShrink={0}>
        <RouterLink to="/auth?mode=signup">Create an account</RouterLink>
      </Button>
    </Flex>
  );
}
