/**
 * The eighteen companies with a branded login page: company id → the label shown on it.
 * The spec gives the count and the id range (869 to 962) but not the labels: these are assumed
 * (see docs/api-contract.md).
 */
export const COMPANY_LOGIN_LABELS: Readonly<Record<number, string>> = {
  869: 'Bright Wave Car Wash',
  870: 'Harbor Grill',
  874: 'Cornerstone Markets',
  881: 'Sunset Auto Spa',
  885: 'Maple Street Diner',
  890: 'Blue Ridge Outfitters',
  897: 'Crystal Clean Express',
  902: 'Golden Fork Restaurants',
  908: 'Summit Hardware',
  913: 'Splash Express Car Wash',
  919: 'Riverside Pharmacy',
  924: 'Lakeside Coffee Co.',
  931: 'Pioneer Tire & Lube',
  937: 'Evergreen Grocers',
  944: 'Northstar Fitness',
  950: 'Prairie Pizza Kitchen',
  956: 'Coastal Car Care',
  962: 'Metro Home Goods',
};

/** The login label of a company id from the route, or null when the company has no branded page. */
export function companyLoginLabel(company: string | number | null | undefined): string | null {
  if (company === null || company === undefined) return null;
  const id = typeof company === 'number' ? company : /^\d{1,6}$/.test(company) ? Number(company) : NaN;
  return COMPANY_LOGIN_LABELS[id] ?? null;
}

/** The login page for a company: its own page when it has one, else the plain login page. */
export function loginPathFor(companyId: number | null | undefined): string {
  return companyId !== null && companyId !== undefined && COMPANY_LOGIN_LABELS[companyId] ? `/${companyId}` : '/';
}
