import type { MantineSize } from '@mantine/core';
import { Autocomplete, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { CSSProperties, KeyboardEventHandler, ReactNode } from 'react';
import { useState } from 'react';

/** Typing settles this long before the records reload. */
const TYPING_DEBOUNCE_MS = 300;

interface DebouncedInputProps {
  value: string;
  'aria-label': string;
  size?: MantineSize;
  style?: CSSProperties;
  type?: 'search';
  leftSection?: ReactNode;
  placeholder?: string;
  /** Said under the box, which shows it as invalid. */
  error?: ReactNode;
  'data-testid'?: string;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onCommit: (value: string) => void;
  /** Offered values (filter suggestions); absent makes it a plain input. */
  suggestions?: string[];
}

/** A text input that reports its value once typing pauses, so each key does not reload. */
export function DebouncedInput({ value, onCommit, suggestions, ...props }: DebouncedInputProps) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onCommit, TYPING_DEBOUNCE_MS);
  const change = (next: string) => {
    setText(next);
    commit(next);
  };
  if (suggestions)
    return <Autocomplete {...props} value={text} data={suggestions} onChange={change} />;
  return (
    <TextInput {...props} value={text} onChange={(event) => change(event.currentTarget.value)} />
  );
}
