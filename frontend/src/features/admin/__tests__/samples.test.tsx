import { Blob as NodeBlob } from 'node:buffer';

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { db, receivedOn, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

// Under jsdom, requests go through Node's fetch, which cannot read jsdom's FormData and Blob:
// the upload would arrive empty. A browser has one kind of each; give the tests Node's, so the
// bytes the fake API checks are the image's bytes.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SAMPLES = '/admin/dashboard/samples';
const admin = { user: testUsers.admin };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

function pngFile(name = 'muster.png') {
  return new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });
}

function sampleList() {
  return within(screen.getByRole('list', { name: 'Vorhandene Proben' }));
}

function sampleForm() {
  return within(screen.getByRole('form', { name: 'Neue Probe anlegen' }));
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openPage() {
  const view = renderApp(SAMPLES, admin);
  await screen.findByRole('list', { name: 'Vorhandene Proben' });
  return view;
}

async function fillSample(user: UserEvent, musterNumber: string, restaurant: string, file: File = pngFile()) {
  const form = sampleForm();
  await user.type(form.getByLabelText('Musternummer'), musterNumber);
  await user.type(form.getByLabelText('Restaurant'), restaurant);
  await user.upload(form.getByLabelText('Musterbild'), file);
  await form.findByText(`Ausgewählt: ${file.name}`);
}

function seedSamples(count: number) {
  db.samples = Array.from({ length: count }, (_, index) => ({
    sampleId: index + 1,
    musterNumber: `MN-${2001 + index}`,
    restaurentName: `Restaurant ${index + 1}`,
    sampleImage: `/uploads/sample-${index + 1}.png`,
  }));
}

describe('admin samples: list', () => {
  it('shows image, number and restaurant of each sample, newest first', async () => {
    await openPage();
    const items = sampleList().getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^MN-/).textContent)).toEqual(['MN-1003', 'MN-1002', 'MN-1001']);
    expect(within(items[2]).getByText('Restaurant 1')).toBeInTheDocument();
    expect(within(items[2]).getByRole('img', { name: 'Muster MN-1001' })).toHaveAttribute(
      'src',
      '/demo/samples/MN-1001.svg',
    );
    expect(screen.queryByRole('navigation', { name: /^Seiten/ })).not.toBeInTheDocument();
  });

  it('shows 5 samples per page with pagination', async () => {
    seedSamples(7);
    const { user } = await openPage();
    expect(sampleList().getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() =>
      expect(
        sampleList()
          .getAllByRole('listitem')
          .map((item) => within(item).getByText(/^MN-/).textContent),
      ).toEqual(['MN-2002', 'MN-2001']),
    );
  });

  it('says so when there are no samples', async () => {
    db.samples = [];
    renderApp(SAMPLES, admin);
    expect(await screen.findByText('Noch keine Proben')).toBeInTheDocument();
  });
});

describe('admin samples: add', () => {
  it('uploads the image, saves the sample with the returned URL and lists it', async () => {
    const { user } = await openPage();
    await fillSample(user, 'MN-1004', 'Pizzeria Roma');
    expect(sampleForm().getByRole('img', { name: 'Vorschau des gewählten Musterbilds' })).toBeInTheDocument();

    await user.click(sampleForm().getByRole('button', { name: 'Probe hinzufügen' }));

    expect(await toastRegion().findByText('Probe erfolgreich hinzugefügt!')).toBeInTheDocument();
    expect(db.uploads).toHaveLength(1);
    expect(receivedOn('/samples/save-sample')).toEqual([
      { sample: { musterNumber: 'MN-1004', restaurentName: 'Pizzeria Roma', sampleImage: db.uploads[0].secureUrl } },
    ]);
    await waitFor(() => expect(sampleList().getAllByRole('listitem')[0]).toHaveTextContent('MN-1004'));
    expect(sampleList().getByRole('img', { name: 'Muster MN-1004' })).toHaveAttribute('src', db.uploads[0].secureUrl);
    expect(sampleForm().getByLabelText('Musternummer')).toHaveValue('');
    expect(sampleForm().queryByText('Ausgewählt: muster.png')).not.toBeInTheDocument();
  });

  it("shows the server's message for a duplicate number", async () => {
    const { user } = await openPage();
    await fillSample(user, 'MN-1001', 'Noch ein Luigi');
    await user.click(sampleForm().getByRole('button', { name: 'Probe hinzufügen' }));
    const toast = await toastRegion().findByText(serverMessages.sampleDuplicate);
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'error');
    expect(db.samples).toHaveLength(3);
    expect(sampleForm().getByLabelText('Musternummer')).toHaveValue('MN-1001');
  });

  it("shows 'Pflichtfeld' for the three empty fields", async () => {
    const { user } = await openPage();
    await user.click(sampleForm().getByRole('button', { name: 'Probe hinzufügen' }));
    await waitFor(() => expect(sampleForm().getAllByText('Pflichtfeld')).toHaveLength(3));
    expect(db.uploads).toHaveLength(0);
  });

  it('refuses a sample number longer than 10 characters', async () => {
    const { user } = await openPage();
    await user.type(sampleForm().getByLabelText('Musternummer'), 'MN-12345678');
    await user.tab();
    expect(await sampleForm().findByText('Die Musternummer darf nicht länger als 10 Zeichen sein')).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WEBP by its content, before uploading', async () => {
    const { user } = await openPage();
    const fake = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });
    await user.upload(sampleForm().getByLabelText('Musterbild'), fake);
    expect(
      await sampleForm().findByText('Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.'),
    ).toBeInTheDocument();
    expect(db.uploads).toHaveLength(0);
  });

  it('refuses a file larger than 4 MB', async () => {
    const { user } = await openPage();
    const bytes = new Uint8Array(4 * 1024 * 1024 + 1);
    bytes.set(PNG_SIGNATURE);
    await user.upload(sampleForm().getByLabelText('Musterbild'), new File([bytes], 'gross.png', { type: 'image/png' }));
    expect(
      await sampleForm().findByText('Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.'),
    ).toBeInTheDocument();
  });
});

describe('admin samples: delete', () => {
  it('asks first and does nothing when cancelled', async () => {
    const { user } = await openPage();
    await user.click(sampleList().getByRole('button', { name: 'Probe MN-1002 löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Probe löschen?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/^Die Probe MN-1002 \(Restaurant 2\) wird endgültig entfernt\./);
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sampleList().getByRole('button', { name: 'Probe MN-1002 löschen' })).toHaveFocus();
    expect(receivedOn('/samples/delete-sample-byId')).toEqual([]);
    expect(db.samples).toHaveLength(3);
  });

  it('closes the question with Escape', async () => {
    const { user } = await openPage();
    await user.click(sampleList().getByRole('button', { name: 'Probe MN-1002 löschen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(receivedOn('/samples/delete-sample-byId')).toEqual([]);
  });

  it('deletes after the confirmation and says so', async () => {
    const { user } = await openPage();
    await user.click(sampleList().getByRole('button', { name: 'Probe MN-1002 löschen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(await toastRegion().findByText('Probe erfolgreich entfernt!')).toBeInTheDocument();
    expect(receivedOn('/samples/delete-sample-byId')).toEqual([{ sampleId: 2 }]);
    await waitFor(() => expect(sampleList().queryByText('MN-1002')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes back a page when the last sample of a later page is deleted', async () => {
    seedSamples(6);
    const { user, router } = renderApp(`${SAMPLES}?page=2`, admin);
    await waitFor(() => expect(sampleList().getAllByRole('listitem')).toHaveLength(1));
    await user.click(sampleList().getByRole('button', { name: 'Probe MN-2001 löschen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(await toastRegion().findByText('Probe erfolgreich entfernt!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sampleList().getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('navigation', { name: /^Seiten/ })).not.toBeInTheDocument();
  });

  it('shows its own failure text when deleting fails', async () => {
    server.use(
      http.delete('/api/samples/delete-sample-byId', () =>
        HttpResponse.json({ message: serverMessages.serverError }, { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.click(sampleList().getByRole('button', { name: 'Probe MN-1002 löschen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));

    expect(
      await toastRegion().findByText('Fehler beim Löschen der Probe. Bitte versuchen Sie es erneut'),
    ).toBeInTheDocument();
    expect(toastRegion().getAllByRole('status')).toHaveLength(1);
    expect(sampleList().getByText('MN-1002')).toBeInTheDocument();
  });
});
