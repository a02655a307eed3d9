import type { ErrorCode } from '@docsift/core/errors';

/** English texts for every catalogue code (shown as `errors.<code>`). */
export const errorsEn: Record<ErrorCode, string> = {
  'invalid-argument': 'Please check your input.',
  unauthenticated: 'Please sign in.',
  'permission-denied': 'You are not allowed to do this.',
  'not-found': 'Not found.',
  aborted: 'This conflicts with the current state. Please reload and try again.',
  'resource-exhausted': 'Too many requests. Please try again later.',
  cancelled: 'Cancelled.',
  internal: 'Something went wrong. Please try again.',
  unimplemented: 'This is not available.',
  unavailable: 'The service is unavailable. Please try again later.',
  'deadline-exceeded': 'The operation timed out. Please try again.',
  unknown: 'An unknown error occurred.',
  'auth/invalid-credential': 'E-Mail not found or incorrect password',
  'auth/user-not-found': 'User not found',
  'auth/wrong-password': 'Wrong password',
  'auth/email-already-in-use': 'E-Mail already exists',
  'auth/passwords-not-match': 'Passwords do not match',
  'auth/invalid-action-code':
    'This link has expired or has already been used. Please request a new one.',
  'auth/weak-password': 'The password must have at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/provider-not-configured': 'This sign-in provider is not configured.',
  'credits/depleted':
    'Your credits have been depleted. Upgrade your plan, buy credits or check your usage.',
  'credits/purchased': 'Credits have been added to your account.',
  'parse/record-limit':
    'A document exceeded 10,000 records while parsing. Check the document type settings or split the file.',
  'parse/payer-gone':
    'The person who uploaded this document deleted their account before its extraction was paid. Nothing was charged: choose “Extract again” to extract it on your credits.',
  'doctype/reparse':
    'The document type was updated. Reprocess existing uploads to apply the changes.',
  'doctype/no-fields': 'No fields defined.',
  'doctype/invalid-rule': 'A validation rule or check is not valid: see the marked input.',
  'doctype/max-doctypes':
    'You have reached the maximum number of document types for your plan. Upgrade to create more.',
  'payment/already-subscribed': 'You are already subscribed to this plan.',
  'payment/not-subscribed': 'You have no subscription to change. Subscribe to a plan first.',
  'payment/not-an-upgrade':
    'Only a higher plan can be chosen here. Change to a lower plan in the subscription management.',
  'payment/product-not-found': 'This product was not found.',
  'payment/failed':
    'Your payment failed. Check your payment method on the subscription page to keep your plan.',
  'payment/not-configured':
    'Purchases are not available on this server. Ask its administrator to change your plan or credits.',
  'file/empty': 'The file is empty.',
  'file/unsupported-type':
    'Unsupported file type. Please use PDF, an image, DOCX, XLSX, ODS or CSV.',
  'file/too-large': 'The file is too large.',
  'file/corrupt': 'The file is damaged and cannot be read.',
  'file/encrypted': 'The file is password-protected.',
  'file/too-many-pages': 'The document has too many pages.',
  'file/too-many-pixels': 'The image is too large.',
  'file/too-many-cells':
    'The spreadsheet has too many cells. Split it into smaller files, or remove empty rows and columns far from the data.',
  'file/too-many-rows':
    'The spreadsheet has more than 10,000 rows under its headings, and one document gives at most 10,000 records. Split it into files of up to 10,000 rows.',
  'file/unreadable':
    'The image could not be read in the time its size allows. It may hold no text; a scan at 300 dpi reads best.',
  'uploads/too-many-waiting':
    'Too many of your documents are waiting to be processed. Upload more once they are done, or upgrade your plan.',
  'records/too-many':
    'This view holds more than 10,000 records. Narrow it with a filter or a search to act on all of them at once.',
  'scan/failed': 'Something went wrong while scanning your document.',
  'mail/no-attachments':
    'An e-mail arrived without a PDF, image, DOCX, XLSX, ODS or CSV attachment, so nothing was uploaded.',
  'mail/plan-required':
    'An e-mail to your document type was refused: inbound e-mail needs the starter plan or higher.',
  'llm/invalid-output': 'The extraction returned an invalid result. Please try again.',
  'webhook/forbidden-address':
    'Webhooks cannot be sent to private, loopback, link-local or metadata addresses.',
  'webhook/delivered': 'This delivery was received: only a failed one is sent again.',
  'webhook/not-resendable': 'This delivery cannot be sent again: its upload or records are gone.',
  'team/shared': 'A document type was shared with you.',
  'team/already-member': 'This person is already a member of the document type.',
  'team/author-stays': 'The author cannot leave the document type: delete it instead.',
  'team/invitation-used': 'This invitation has already been used.',
  'team/invitation-expired': 'This invitation has expired: ask for a new one.',
  'team/invitation-other-account':
    'This invitation was sent to another e-mail address: sign in with that address.',
};
