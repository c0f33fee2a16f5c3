// Mounts react-admin's own example app (ra-ui-materialui's DeleteWithConfirmButton story "Basic":
// an admin with a books list, AdminContext and AdminUI around it). The build copies the package's
// src/ beside this file, so the story is imported from there, after the hints' edits.

import { createRoot } from 'react-dom/client';
import { Basic } from './src/button/DeleteWithConfirmButton.stories';

createRoot(document.getElementById('root')!).render(<Basic />);
