import { http, HttpResponse } from 'msw';

import { db } from './data';

const API = '/api';

export const handlers = [
  http.get(`${API}/products/get-products-cat/:category`, ({ params }) => {
    const category = Number(params.category);
    return HttpResponse.json(db.products.filter((product) => product.category_id === category));
  }),
  http.get(`${API}/products/get-all-cards`, () =>
    HttpResponse.json(db.products.filter((product) => product.category_id !== 2 && product.category_id !== 3)),
  ),
  http.get(`${API}/products/get-product-byId/:id`, ({ params }) => {
    const found = db.products.find((product) => product.productId === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: 'Produkt nicht gefunden' }, { status: 404 });
  }),
  http.get(`${API}/products/get-products`, () => HttpResponse.json({ products: db.products })),
  http.get(`${API}/samples/get-product-byMNB`, ({ request }) => {
    const musterNb = new URL(request.url).searchParams.get('musterNb') ?? '';
    const sample = db.samples.find((candidate) => candidate.musterNumber === musterNb);
    return sample
      ? HttpResponse.json({ sample })
      : HttpResponse.json({ message: `Es wurde kein passendes Muster gefunden für: ${musterNb}` }, { status: 404 });
  }),
  http.get(`${API}/auth/initialCheck`, () => HttpResponse.json({ user: db.sessionUser })),
  http.post(`${API}/auth/logout`, () => {
    db.sessionUser = null;
    return HttpResponse.json({ message: 'Sie wurden erfolgreich abgemeldet' });
  }),
];
