/** The function names of every formula locale, from the catalogue (the English name where an Excel keeps it). */
import { FunctionNames, type NameRow } from '../shared/formula/names.js';
import type { Catalogue } from './catalogue.js';

export function nameRowsOf(catalogue: Pick<Catalogue, 'functions'>): NameRow[] {
  return catalogue.functions
    .map((f): NameRow => [f.slug, f.source.name, f.source.names.de, f.source.names.fr, f.source.names.tr])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

export function functionNamesOf(catalogue: Pick<Catalogue, 'functions'>): FunctionNames {
  return new FunctionNames(nameRowsOf(catalogue));
}
