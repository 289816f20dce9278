import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_LOAD_TEMPLATE, insertManifestLink } from '@/app/afterLoad';

// index.html's manifest link waits in an inert template (the build puts it there:
// scripts/vite/boot.ts) until the app adds it to the head after the load (issue 30).

const LINKS = '<link rel="manifest" href="/manifest.webmanifest">';

describe('the manifest link added after the load', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
    document.getElementById(AFTER_LOAD_TEMPLATE)?.remove();
  });

  it('is inert in the template, and in the head, once, after it', () => {
    document.head.insertAdjacentHTML('beforeend', `<template id="${AFTER_LOAD_TEMPLATE}">${LINKS}</template>`);
    // In the template it is no element of the document: nothing fetches it.
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
    insertManifestLink();
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(document.getElementById(AFTER_LOAD_TEMPLATE)).toBeNull();
    insertManifestLink();
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('do nothing without the template (the dev server’s index.html)', () => {
    insertManifestLink();
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
  });
});
