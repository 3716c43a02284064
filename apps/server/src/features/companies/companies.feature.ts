import { COMPANIES_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { companiesRoutes } from './companies.routes.ts';
import * as tables from './companies.tables.ts';

/** companies: companies and departments, the public company-code lookup (ADR 012). No person's rows. */
export const companiesFeature = defineFeature({
  name: 'companies',
  routes(app, { companiesService }) {
    companiesRoutes(app, { companiesService });
  },
  tables: tablesOf(tables),
  errors: COMPANIES_ERROR_CODES,
  personalData: [],
});
