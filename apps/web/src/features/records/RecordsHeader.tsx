import type { Field } from '@docsift/core/doctype';
import type { TableSort } from '@docsift/core/record-filter';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Menu, UnstyledButton } from '@mantine/core';
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
}

/**
 * A field's column header: a click sorts, the grip drags it to another place (mouse or keyboard),
 * a right click opens the menu to filter by it or edit it.
 */
export function RecordsHeader({ doctypeId, field, sort, onSort, onAddFilter }: RecordsHeaderProps) {
  const { t } = useTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: field.key,
  });
  const dir = sort?.field === field.key ? sort.dir : null;
  return (
    <th
      ref={setNodeRef}
      scope="col"
      className={`${classes.header} ${isDragging ? classes.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
      data-field={field.key}
    >
      <Group gap={4} wrap="nowrap">
        <span
          className={classes.grip}
          {...attributes}
          {...listeners}
          aria-label={t('doctypes.records.drag_column', { caption: field.caption })}
          data-testid="column-grip"
        >
          <GripIcon size={14} />
        </span>
        <UnstyledButton fw={700} fz="sm" onClick={onSort}>
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
