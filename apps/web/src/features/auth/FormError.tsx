import { Alert } from '@mantine/core';

/** A server error that belongs to no single field, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
