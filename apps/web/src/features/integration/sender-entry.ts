import { isAllowedSender } from '@docsift/core/allowed-sender';

/** Keys that end a typed sender, as Enter does. */
export const SENDER_SEPARATORS = [',', ';', ' '];

export interface SenderEntry {
  /** The list with every well-formed typed sender added once. */
  senders: string[];
  /** What was typed but is no sender: it stays in the input to be corrected. */
  rejected: string[];
}

/** Typed or pasted text split into senders, each checked on its own before it joins the list. */
export function enterSenders(current: readonly string[], typed: string): SenderEntry {
  const senders = [...current];
  const rejected: string[] = [];
  for (const part of typed.split(/[\s,;]+/)) {
    if (part === '') continue;
    if (!isAllowedSender(part)) rejected.push(part);
    else if (!senders.some((sender) => sender.toLowerCase() === part.toLowerCase()))
      senders.push(part);
  }
  return { senders, rejected };
}
