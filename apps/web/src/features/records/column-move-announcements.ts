import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Field } from '@docsift/core/doctype';
import type { TFunction } from 'i18next';

/**
 * What a screen reader says while a column is moved by keyboard: the column's caption and its
 * place, in the UI language (dnd-kit's own words are English and name the field's key).
 */
export function columnMoveAccessibility(
  fields: readonly Field[],
  t: TFunction,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const say = (key: string, id: string | number, at: string | number = id) => {
    const field = fields.find((candidate) => candidate.key === String(id));
    return t(`doctypes.records.move_column.${key}`, {
      caption: field?.caption ?? String(id),
      position: fields.findIndex((candidate) => candidate.key === String(at)) + 1,
      count: fields.length,
    });
  };
  // The column is over its own place as soon as it is picked up: saying so would cut off
  // "picked up"; once it has moved away, coming back is news.
  let hasMoved = false;
  return {
    screenReaderInstructions: { draggable: t('doctypes.records.move_column.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        hasMoved = false;
        return say('picked', active.id);
      },
      onDragOver: ({ active, over }) => {
        const at = over?.id ?? active.id;
        if (at === active.id && !hasMoved) return undefined;
        hasMoved = true;
        return say('over', active.id, at);
      },
      onDragEnd: ({ active, over }) => say('dropped', active.id, over?.id ?? active.id),
      onDragCancel: ({ active }) => say('cancelled', active.id),
    },
  };
}
