import '@mantine/core/styles/ScrollArea.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways once narrower than `minWidth`, with its scrollbar shown whenever
 * it scrolls: hidden columns must be visible as such (ScrollArea's default shows it on hover).
 */
export function TableScroller({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
      {children}
    </Table.ScrollContainer>
  );
}
