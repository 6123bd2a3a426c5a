import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="5xl" color="teal.fg">
          404
        </Heading>
        <Text textStyle="xl" color="fg.muted">
          Oops! Page not found
        </Text>
        <Button asChild colorPalette="teal" variant="solid">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
