/**
 * @module web/main
 * Entry point of the browser bundle: mounts the app into `#app`.
 */
import { h, render } from 'preact';
import { App } from './app.js';

const root = document.getElementById('app');
if (root) render(h(App, {}), root);
