// Compile-time checks of the typed client (run by `tsc`, never executed): each endpoint demands
// exactly the inputs its schemas declare.
import { callEndpoint } from './client.ts';
import { endpoints } from './endpoints.ts';

const options = { baseUrls: { store: '', content: '' } };
void callEndpoint(endpoints.currencies, {}, options);
void callEndpoint(endpoints.countries, { query: { page: 2 } }, options);
void callEndpoint(endpoints.menuObject, { params: { code: 'mainMenu' } }, options);
// @ts-expect-error a path parameter is required
void callEndpoint(endpoints.menuObject, {}, options);
void callEndpoint(endpoints.urlRewrite, { query: { lang: 'en', path: '/en/about' } }, options);
void callEndpoint(endpoints.redirect, { query: { path: '/old', route: 'all___cs' } }, options);
// @ts-expect-error lang is cs or en
void callEndpoint(endpoints.urlRewrite, { query: { lang: 'de', path: '/x' } }, options);
