import { Group, Text } from '@mantine/core';

/** The product mark and name; decorative image, the name is the accessible text. */
export function AppLogo({ isCompactOnMobile = false }: { isCompactOnMobile?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-indigo-7)" />
        <path d="M9 7h9l5 5v13H9z" fill="#fff" />
        <path d="M12 16h8M12 20h8" stroke="var(--mantine-color-indigo-7)" strokeWidth="2" />
      </svg>
      <Text component="span" fw={700} fz="lg" visibleFrom={isCompactOnMobile ? 'xs' : undefined}>
        Docsift
      </Text>
    </Group>
  );
}
