import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a route chunk or the auth state loads. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
