import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minimise } from '@/demo/contract/minimal';
import { supportMinimal } from '@/demo/contract/support';
import { authMinimal } from '@/demo/contract/auth';
import { ClientsSchema, PermissionGroupsSchema, RolePermissionsSchema, RolesSchema } from '@/features/admin/adminSchemas';
import { decode } from '../support/decode';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const users = [
  { id: 1, name: 'Alex Admin', email: 'admin@example.com', roles: ['client - overall admin'], company_id: 913 },
  { id: 2, name: 'Morgan Manager', email: 'manager@example.com', roles: ['Regional Manager'], company_id: 913 },
];

describe('ClientsSchema (GET /clients: data.data)', () => {
  it('reads the documented `{ data: [...] }`, a bare list and a paginator', () => {
    expect(decode(ClientsSchema, { data: users }).output).toEqual(users);
    expect(decode(ClientsSchema, users).output).toEqual(users);
    expect(decode(ClientsSchema, { data: users, current_page: 1, last_page: 1, total: 2, per_page: 15 }).output).toEqual(users);
  });

  it('reads numbers as strings, roles as objects, and fills what is missing (no role → Unassigned later)', () => {
    const raw = {
      data: [
        { id: '3', name: 'Nora', email: null, roles: [{ id: 4, name: 'Viewer' }], company_id: '913', extra: 1 },
        { id: 4, name: 'Norole' },
      ],
    };
    expect(decode(ClientsSchema, raw).output).toEqual([
      { id: 3, name: 'Nora', email: '', roles: ['Viewer'], company_id: 913 },
      { id: 4, name: 'Norole', email: '', roles: [], company_id: 0 },
    ]);
  });

  it('leaves out an unreadable row (logged), never the list', () => {
    const result = decode(ClientsSchema, { data: [users[0], { name: 'no id' }, null, users[1]] });
    expect(result.output).toEqual(users);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('reads null or a missing list as empty; garbage is the one decoding error', () => {
    expect(decode(ClientsSchema, null).output).toEqual([]);
    expect(decode(ClientsSchema, { data: null }).success).toBe(false);
    for (const raw of ['<html>', 42, {}, { data: 'x' }]) expect(decode(ClientsSchema, raw).success).toBe(false);
  });
});

describe('RolesSchema (GET /roles)', () => {
  it('reads `{ data }`, a bare list, a paginator; strings for ids', () => {
    const roles = [
      { id: 1, name: 'client - overall admin' },
      { id: 2, name: 'Regional Manager' },
    ];
    expect(decode(RolesSchema, { data: roles }).output).toEqual(roles);
    expect(decode(RolesSchema, roles).output).toEqual(roles);
    expect(decode(RolesSchema, { data: roles, meta: { total: 2 }, links: {} }).output).toEqual(roles);
    expect(decode(RolesSchema, [{ id: '2', name: 'Regional Manager', guard_name: 'api' }]).output).toEqual([{ id: 2, name: 'Regional Manager' }]);
  });

  it('leaves out a role without a name or id', () => {
    expect(decode(RolesSchema, [{ id: 1 }, { name: 'x' }, { id: 2, name: 'Viewer' }]).output).toEqual([{ id: 2, name: 'Viewer' }]);
  });

  it('turns garbage into the one decoding error', () => {
    for (const raw of ['x', 1, {}, { roles: [] }]) expect(decode(RolesSchema, raw).success).toBe(false);
  });
});

const catalogue = {
  View: [
    { id: 1, name: 'view - dashboard', short_name: 'dashboard' },
    { id: 2, name: 'view - reporting', short_name: 'reporting' },
  ],
  'Case Management': [{ id: 3, name: 'case management - create case', short_name: 'create case' }],
};
const groups = [
  { group: 'View', permissions: catalogue.View },
  { group: 'Case Management', permissions: catalogue['Case Management'] },
];

describe('PermissionGroupsSchema (GET /permissions, "grouped")', () => {
  it('reads an object of groups, under data (the demo) or flat', () => {
    expect(decode(PermissionGroupsSchema, { data: catalogue }).output).toEqual(groups);
    expect(decode(PermissionGroupsSchema, catalogue).output).toEqual(groups);
  });

  it('reads a list of groups `[{ name | group, permissions }]`, bare or under data', () => {
    const list = [
      { name: 'View', permissions: catalogue.View },
      { group: 'Case Management', permissions: catalogue['Case Management'] },
    ];
    expect(decode(PermissionGroupsSchema, list).output).toEqual(groups);
    expect(decode(PermissionGroupsSchema, { data: list }).output).toEqual(groups);
  });

  it('reads a flat list of permissions, grouped by `group` (or `group_name`), else by their area', () => {
    const flat = [
      { id: 1, name: 'view - dashboard', short_name: 'dashboard', group: 'View' },
      { id: 3, name: 'case management - create case', short_name: 'create case', group_name: 'Case Management' },
      { id: 2, name: 'view - reporting', short_name: 'reporting', group: 'View' },
      { id: 4, name: 'help - downloads' },
    ];
    expect(decode(PermissionGroupsSchema, { data: flat }).output).toEqual([
      { group: 'View', permissions: catalogue.View },
      { group: 'Case Management', permissions: catalogue['Case Management'] },
      { group: 'Help', permissions: [{ id: 4, name: 'help - downloads', short_name: 'help - downloads' }] },
    ]);
  });

  it('falls back to the name for a missing short name; ids as strings', () => {
    expect(decode(PermissionGroupsSchema, { View: [{ id: '1', name: 'view - dashboard' }] }).output).toEqual([
      { group: 'View', permissions: [{ id: 1, name: 'view - dashboard', short_name: 'view - dashboard' }] },
    ]);
  });

  it('leaves out unreadable permissions and groups that are no list (logged)', () => {
    const raw = { View: [catalogue.View[0], { id: 9 }, null], Odd: 'x', 'Case Management': catalogue['Case Management'] };
    expect(decode(PermissionGroupsSchema, raw).output).toEqual([
      { group: 'View', permissions: [catalogue.View[0]] },
      { group: 'Odd', permissions: [] },
      { group: 'Case Management', permissions: catalogue['Case Management'] },
    ]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reads null or nothing as no groups; a string or number is the one decoding error', () => {
    expect(decode(PermissionGroupsSchema, null).output).toEqual([]);
    expect(decode(PermissionGroupsSchema, {}).output).toEqual([]);
    for (const raw of ['x', 5, true]) expect(decode(PermissionGroupsSchema, raw).success).toBe(false);
  });

  it('reads the minimal-contract demo answer like the default one', () => {
    const raw = { data: catalogue };
    expect(decode(PermissionGroupsSchema, minimise(raw, supportMinimal['GET /permissions'])).output).toEqual(groups);
  });
});

describe('RolePermissionsSchema (GET /roles/{id}/permissions: names)', () => {
  it('reads names under data or bare, objects as their name', () => {
    expect(decode(RolePermissionsSchema, { data: ['view - dashboard'] }).output).toEqual(['view - dashboard']);
    expect(decode(RolePermissionsSchema, ['view - dashboard', { id: 1, name: 'view - reporting' }]).output).toEqual(['view - dashboard', 'view - reporting']);
    expect(decode(RolePermissionsSchema, null).output).toEqual([]);
    expect(decode(RolePermissionsSchema, { data: [] }).output).toEqual([]);
  });

  it('turns garbage into the one decoding error', () => {
    for (const raw of ['x', 1, {}, { data: 'x' }]) expect(decode(RolePermissionsSchema, raw).success).toBe(false);
  });
});

describe('minimal-contract rules of the admin routes', () => {
  it('answers the saves with a message only, and flips the lists', () => {
    expect(minimise({ data: { id: 5, name: 'X' } }, supportMinimal['POST /roles'])).toEqual({ data: { message: 'Role Created' } });
    expect(minimise({ data: users }, authMinimal['GET /clients'])).toEqual(users);
  });
});
