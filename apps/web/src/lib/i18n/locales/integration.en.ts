/** English texts of the doctype's integration tab (inbound e-mail); webhooks have their own file. */
export const integrationEn = {
  inbound: {
    title: 'Inbound e-mail',
    intro:
      'Send or forward e-mails to this address: every PDF, image, DOCX, XLSX, ODS or CSV attached becomes an upload of this document type and is processed like a file you drop here.',
    address: 'Address of this document type',
    copy: 'Copy',
    copy_label: 'Copy the e-mail address',
    copy_failed: 'The address could not be copied. Please select it and copy it by hand.',
    senders: 'Allowed senders',
    senders_hint:
      'Only these addresses (anna@example.com) or domains (@example.com) may send to this address. Leave empty to accept every sender.',
    senders_placeholder: 'Address or @domain, then Enter',
    sender_invalid: '"{{sender}}" is neither an e-mail address nor a domain such as @example.com.',
    sender_not_added:
      'Not added: "{{sender}}" is neither an e-mail address nor a domain such as @example.com.',
    save: 'Save senders',
    plan_required:
      'Inbound e-mail is available from the Starter plan: until then this address refuses mail.',
    plan_required_author:
      "The owner's plan does not include inbound e-mail: this address refuses mail until they choose the Starter plan or higher.",
    author_only: 'Only the owner of this document type can change the allowed senders.',
  },
  received: {
    title: 'Received e-mails',
    empty: 'No e-mail received yet.',
    time: 'Time',
    sender: 'Sender',
    outcome: 'Result',
    no_sender: '(no sender)',
    outcomes: {
      accepted_one: 'Accepted: {{count}} upload',
      accepted_other: 'Accepted: {{count}} uploads',
      'no-attachment': 'No attachment',
      'sender-refused': 'Sender refused',
    },
  },
};
