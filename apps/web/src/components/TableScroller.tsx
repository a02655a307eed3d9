import '@mantine/core/styles/ScrollArea.css';
import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';

interface TableScrollerProps {
  /** A number is in pixels. */
  minWidth: CSSProperties['minWidth'];
  /** Past this height the table scrolls down inside its own viewport. */
  maxHeight?: CSSProperties['maxHeight'];
  /** The scrolling element, for virtualised rows. */
  viewportRef?: Ref<HTMLDivElement>;
  /** Of the scrolling element, e.g. for its scroll padding. */
  viewportClassName?: string;
  /** Of the outer element, e.g. CSS variables that `minWidth` reads. */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A table that scrolls sideways once narrower than `minWidth`, with its scrollbar shown whenever
 * it scrolls: hidden columns must be visible as such (ScrollArea's default shows it on hover).
 */
export function TableScroller({
  minWidth,
  maxHeight,
  viewportRef,
  viewportClassName,
  className,
  style,
  children,
}: TableScrollerProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      className={className}
      style={style}
      scrollAreaProps={{ type: 'auto', viewportRef, classNames: { viewport: viewportClassName } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
