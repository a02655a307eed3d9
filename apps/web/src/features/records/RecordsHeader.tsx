import type { Field } from '@docsift/core/doctype';
import type { TableSort } from '@docsift/core/record-filter';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Menu, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from '../../components/icons.tsx';
import classes from './records-table.module.css';

interface RecordsHeaderProps {
  doctypeId: string;
  field: Field;
  sort: TableSort | null;
  onSort: () => void;
  onAddFilter: () => void;
  /** The grid's one tab stop is this header. */
  isTabStop: boolean;
}

/**
 * A field's column header, one cell of the grid: a click or Enter sorts, Space picks the column up
 * to move it with the arrow keys (the grip drags it with the mouse), a right click or the context
 * menu key opens the menu to filter by it or edit it. Its buttons are for the mouse; the keyboard
 * reaches the header itself, so the grid stays one tab stop.
 */
export function RecordsHeader({
  doctypeId,
  field,
  sort,
  onSort,
  onAddFilter,
  isTabStop,
}: RecordsHeaderProps) {
  const { t } = useTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const {
    active,
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: field.key });
  const dir = sort?.field === field.key ? sort.dir : null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // While a column is carried, its keys belong to the drag.
    if (active || event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSort();
    } else listeners?.onKeyDown?.(event);
  };
  return (
    <th
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      scope="col"
      tabIndex={isTabStop ? 0 : -1}
      className={`${classes.header} ${isDragging ? classes.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
      aria-describedby={attributes['aria-describedby']}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
      data-field={field.key}
    >
      <Group gap={4} wrap="nowrap">
        <span
          className={classes.grip}
          onPointerDown={(event) => listeners?.onPointerDown?.(event)}
          aria-hidden
          data-testid="column-grip"
        >
          <GripIcon size={14} />
        </span>
        <UnstyledButton fw={700} fz="sm" tabIndex={-1} onClick={onSort}>
          <Group gap={4} wrap="nowrap">
            {field.caption}
            {dir === 'asc' && <ArrowUpIcon size={12} />}
            {dir === 'desc' && <ArrowDownIcon size={12} />}
          </Group>
        </UnstyledButton>
        {/* Only a right click opens the menu: its target is an empty anchor, not the sort button. */}
        <Menu opened={isMenuOpen} onChange={setMenuOpen} position="bottom-start" withinPortal>
          <Menu.Target>
            <span />
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onAddFilter}>{t('doctypes.records.add_filter')}</Menu.Item>
            <Menu.Item
              component={Link}
              to={`/doctype/${doctypeId}/fields?highlight=${encodeURIComponent(field.key)}`}
            >
              {t('doctypes.records.edit_field')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </th>
  );
}
