import type { Field } from '@docsift/core/doctype';
import type { TableSort } from '@docsift/core/record-filter';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { Checkbox, Table } from '@mantine/core';
import type { RefObject } from 'react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_ROW, ROW_NUMBER, SELECT } from './cell-focus.ts';
import { columnMoveAccessibility } from './column-move-announcements.ts';
import { moveField } from './column-order.ts';
import { RecordsHeader } from './RecordsHeader.tsx';
import classes from './records-table.module.css';

interface RecordsHeadProps {
  doctypeId: string;
  fields: Field[];
  sort: TableSort | null;
  /** The header cell that is the grid's one tab stop, if it is in the header. */
  tabStopField: string | null;
  shownSelection: 'none' | 'some' | 'all';
  isSelectable: boolean;
  /** Set while a column is carried by keyboard: its arrow keys move the column, not the focus. */
  isCarrying: RefObject<boolean>;
  // Callbacks stay the same from render to render: the head is memoised.
  onSort: (fieldKey: string) => void;
  onAddFilter: (fieldKey: string) => void;
  onReorder: (fields: Field[]) => void;
  onSelectShown: () => void;
}

/**
 * The records grid's header row: the select-all box, the number column's caption and a header per
 * field, whose columns are moved by dragging or by keyboard. Memoised, with the drag context
 * inside it: the grid renders on every scroll frame, and this row rendered with it, every sortable
 * header again because the drag context handed it a new value each time.
 */
export const RecordsHead = memo(function RecordsHead({
  doctypeId,
  fields,
  sort,
  tabStopField,
  shownSelection,
  isSelectable,
  isCarrying,
  onSort,
  onAddFilter,
  onReorder,
  onSelectShown,
}: RecordsHeadProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A short move before dragging starts, so a click on the grip is not a drop.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columnMoveWords = useMemo(() => columnMoveAccessibility(fields, t), [fields, t]);
  // One array while the fields stay: a new one gives every sortable header a new context.
  const fieldKeys = useMemo(() => fields.map((field) => field.key), [fields]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    isCarrying.current = false;
    if (over && active.id !== over.id)
      onReorder(moveField(fields, String(active.id), String(over.id)));
  };
  const tabIndexOf = (field: string) => (tabStopField === field ? 0 : -1);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={columnMoveWords}
      onDragStart={() => {
        isCarrying.current = true;
      }}
      onDragCancel={() => {
        isCarrying.current = false;
      }}
      onDragEnd={onDragEnd}
    >
      <Table.Thead>
        <Table.Tr data-record={HEADER_ROW}>
          <Table.Th
            scope="col"
            className={`${classes.header} ${classes.pinned} ${classes.selectColumn}`}
            tabIndex={tabIndexOf(SELECT)}
            data-field={SELECT}
            onKeyDown={(event) => {
              if (event.target !== event.currentTarget || event.key !== ' ') return;
              event.preventDefault();
              if (isSelectable) onSelectShown();
            }}
          >
            <Checkbox
              size="xs"
              tabIndex={-1}
              aria-label={t('doctypes.records.select_all')}
              checked={shownSelection === 'all'}
              indeterminate={shownSelection === 'some'}
              disabled={!isSelectable}
              onChange={onSelectShown}
            />
          </Table.Th>
          <Table.Th
            scope="col"
            className={`${classes.header} ${classes.pinned} ${classes.numberColumn}`}
            tabIndex={tabIndexOf(ROW_NUMBER)}
            data-field={ROW_NUMBER}
          >
            {t('doctypes.records.row_number')}
          </Table.Th>
          <SortableContext items={fieldKeys} strategy={horizontalListSortingStrategy}>
            {fields.map((field) => (
              <RecordsHeader
                key={field.key}
                doctypeId={doctypeId}
                field={field}
                sort={sort}
                onSort={() => onSort(field.key)}
                onAddFilter={() => onAddFilter(field.key)}
                isTabStop={tabStopField === field.key}
              />
            ))}
          </SortableContext>
        </Table.Tr>
      </Table.Thead>
    </DndContext>
  );
});
