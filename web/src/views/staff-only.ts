/**
 * @module web/views/staff-only
 * What a staff page shows to someone without its role: which role it needs, and the sign-in link. (The server
 * refuses every request of the page anyway: roles are enforced there.)
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { Role } from '../../../src/protocol/common.js';
import { useApp } from '../session.js';
import { href } from '../router.js';

export function StaffOnly({ role }: { role: Role }): ComponentChild {
  const { t, account } = useApp();
  return h('section', { class: 'staff-page' },
    h('p', { class: 'status warn', role: 'alert' }, t('staff.needs-role', { role: t(`role.${role}`) })),
    account ? null : h('a', { href: href({ page: 'login' }) }, t('nav.login')));
}
