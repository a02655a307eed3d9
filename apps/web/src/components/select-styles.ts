/*
 * The sheets a Mantine Select needs: its dropdown is a Combobox in a Popover with a ScrollArea.
 * Component styles load with the chunk that renders them, so every file that renders a Select
 * imports this; otherwise a dialog opened first in a session draws the check icon full-size.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
