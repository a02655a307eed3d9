import type { DragEvent } from 'react';
import { useEffect, useRef, useState } from 'react';

const carriesFiles = (transfer: DataTransfer | null) => transfer?.types.includes('Files') ?? false;

/**
 * Files dropped anywhere on the page while it is mounted; `isDragging` shows a drop overlay.
 * The counter copes with dragenter/dragleave firing for every child element.
 */
export function useWindowFileDrop(onFiles: (files: File[]) => void, enabled = true): boolean {
  const [isDragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (!enabled) return;
    let depth = 0;
    const enter = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (event: globalThis.DragEvent) => {
      if (carriesFiles(event.dataTransfer)) event.preventDefault();
    };
    const drop = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [enabled]);

  return isDragging;
}

/** Props for one element that takes dropped files (the doctype page's drop area, the wizard's). */
export function useElementFileDrop(onFiles: (files: File[]) => void) {
  const [isOver, setOver] = useState(false);
  return {
    isOver,
    dropProps: {
      onDragOver: (event: DragEvent) => {
        if (!carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      },
    },
  };
}
