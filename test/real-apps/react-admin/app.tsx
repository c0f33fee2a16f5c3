// Mounts react-admin's own example apps, stories of ra-ui-materialui: the DeleteWithConfirmButton
// story "Basic" (an admin with a books list: AdminContext and AdminUI around it); with
// `?story=edit` the SimpleForm story "Basic" (a book's edit form); with `?story=filters` the
// FilterList story "FullApp" (the books list with filters in its aside). The build copies the
// package's src/ beside this file, so the stories are imported from there, after the hints' edits.

import { createRoot } from 'react-dom/client';
import { Basic as BooksAdmin } from './src/button/DeleteWithConfirmButton.stories';
import { Basic as BookEdit } from './src/form/SimpleForm.stories';
import { FullApp as FilteredBooks } from './src/list/filter/FilterList.stories';

const story = new URLSearchParams(location.search).get('story');
createRoot(document.getElementById('root')!).render(
  story === 'edit' ? <BookEdit /> : story === 'filters' ? <FilteredBooks /> : <BooksAdmin />,
);
