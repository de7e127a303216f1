/** /admin/dashboard/products (spec §2): the catalogue with image, name, price and category; each product can be edited. */
import { useState } from 'react';

import { PackageIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { formatCents } from '@/lib/format';
import type { ProductKind } from '@/lib/product-kind';

import { useAdminProductsQuery } from '../api';
import { adminTexts } from '../texts';
import type { AdminProduct } from '../types';
import { useAdminQueryError } from '../use-admin-error';

import { Badge, EmptyState, ListStates, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { ProductEditDialog } from './product-edit-dialog';

const texts = adminTexts.products;

/** Spec §2: cards are labelled 'Card', every other product 'Bottle Opener'. */
export function categoryLabel(kind: ProductKind): string {
  return kind === 'card' ? texts.categories.card : texts.categories.bottleOpener;
}

function ProductsTable({
  products,
  onEdit,
}: {
  products: readonly AdminProduct[];
  onEdit: (product: AdminProduct) => void;
}) {
  const { columns } = texts;
  return (
    <DataTable compact aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.image}</th>
          <th scope="col">{columns.name}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.price}
          </th>
          <th scope="col">{columns.category}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.productId}>
            <td className={styles.imageCell}>
              <img
                className={styles.productImage}
                src={product.image}
                alt={texts.imageAlt(product.name)}
                loading="lazy"
              />
            </td>
            <th scope="row" className={styles.strongCell}>
              {product.name}
            </th>
            <td className={dataTableClasses.numeric}>
              {formatCents(product.price)}
              <span className={styles.net}>{texts.netPrice}</span>
            </td>
            <td>
              <Badge tone={product.kind === 'card' ? 'info' : 'neutral'}>{categoryLabel(product.kind)}</Badge>
            </td>
            <td>
              <Button
                variant="outline"
                size="small"
                onClick={() => onEdit(product)}
                aria-label={texts.editLabel(product.name)}
              >
                {texts.edit}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function AdminProductsPage() {
  const query = useAdminProductsQuery(undefined, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const products = query.currentData?.products;
  const [editing, setEditing] = useState<AdminProduct | null>(null);

  const content = (
    <ListStates
      items={products}
      query={query}
      loadingLabel={texts.loading}
      skeletonRows={7}
      empty={<EmptyState title={texts.empty} icon={<PackageIcon />} />}
    >
      {(list) => <ProductsTable products={list} onEdit={setEditing} />}
    </ListStates>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      {content}
      {editing !== null ? <ProductEditDialog product={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
