/** English texts of learning from corrections on the fields page (`lessons.*`, issue 28). */
export const lessonsEn = {
  learned_one: 'Learned from {{count}} correction',
  learned_other: 'Learned from {{count}} corrections',
  forget: 'Forget',
  forget_label: 'Forget what “{{caption}}” learned',
  confirm:
    'Forget what corrections taught “{{caption}}”? Documents parsed from now on are read as before them.',
};
