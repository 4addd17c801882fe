import { Alert, Button, Center, Stack } from '@mantine/core';

/** The error state of a screen: the message and a Try Again button. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Center p="xl">
      <Stack align="center" maw={480}>
        <Alert color="red" title="Something went wrong" w="100%">
          {message}
        </Alert>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </Stack>
    </Center>
  );
}
