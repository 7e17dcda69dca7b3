import { type ComponentType, lazy } from 'react';

const CompanyFormPage = lazy(() => import('./company-form-page.tsx'));
const CarrierListFormPage = lazy(() => import('./carrier-list-form-page.tsx'));

/** Shipper network pages (companies, carriers, carrier lists), keyed by their route path. */
export const networkPages: Record<string, ComponentType> = {
  '/companies': lazy(() => import('./companies-page.tsx')),
  '/add-new-company': CompanyFormPage,
  '/add-new-company-from-shipment/:companyType': CompanyFormPage,
  '/view-company/:id': lazy(() => import('./view-company-page.tsx')),
  '/edit-company/:id': CompanyFormPage,
  '/edit-company-from-shipment/:id/:companyType': CompanyFormPage,
  '/edit-company-csv': lazy(() => import('./import-companies-page.tsx')),
  '/carriers': lazy(() => import('./carriers-page.tsx')),
  '/add-new-carrier': lazy(() => import('./add-carrier-page.tsx')),
  '/view-carrier/:id': lazy(() => import('./view-carrier-page.tsx')),
  '/edit-carrier/:id': lazy(() => import('./edit-carrier-page.tsx')),
  '/add-new-list': CarrierListFormPage,
  '/edit-list/:id': CarrierListFormPage,
  '/view-list/:id': lazy(() => import('./view-list-page.tsx')),
};
