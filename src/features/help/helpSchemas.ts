import * as v from 'valibot';
import { envelope, listOrEmpty, optNum, optText, textOr } from '@/api/schema';
import { assumed } from '@/api/decoderMarks';

/*
 * Decoder of GET /api/help (document 002 §3, §7). The spec names `downloads` {id, title,
 * description, file_path, file_type} and `contact_details` {id, name, title, phone, email,
 * image_path}; a user guide is {title, description, file_path} but where guides come from is "not
 * shown": `user_guides` beside the other two is our assumption (without it the User Guides tab says
 * there are none). A guide's `id`, `file_type` and every `file_size` are assumed too; the type then
 * comes from the file's path, the key from the list position, and the link shows no size.
 * Each list skips the entries it cannot read, and a list it cannot read at all reads as empty
 * (logged), so one bad part never hides the others.
 */

/** A file to open: a user guide ({title, description, file_path}; id, file_type and file_size assumed) or a download ({id, title, description, file_path, file_type}; file_size assumed). */
export interface HelpFile {
  id: number | null;
  title: string;
  description: string;
  file_path: string;
  file_type: string | null;
  file_size: number | null;
}

/** A user guide. */
export type HelpGuide = HelpFile;

/** A download. */
export type HelpDownload = HelpFile;

/** A contact person ({id, name, title, phone, email, image_path}). */
export interface HelpContact {
  id: number | null;
  name: string;
  title: string;
  phone: string;
  email: string;
  image_path: string | null;
}

/** GET /api/help, read. */
export interface HelpData {
  user_guides: HelpGuide[];
  downloads: HelpDownload[];
  contact_details: HelpContact[];
}

const fileSize = assumed(optNum, { fallback: 'none', userSees: "the link shows the file's type only", impact: 'low' });

const Download = v.object({
  id: optNum,
  title: textOr(),
  description: textOr(),
  // A file without an address still lists (its link says 'File unavailable').
  file_path: textOr(),
  file_type: optText,
  file_size: fileSize,
});

/** A user guide: the spec names its title, description and file path only. */
const Guide = v.object({
  ...Download.entries,
  id: assumed(optNum, { fallback: 'the position in the list', userSees: 'nothing', impact: 'low' }),
  file_type: assumed(optText, { fallback: "the file path's extension", userSees: 'nothing', impact: 'low' }),
});

const Contact = v.object({
  id: optNum,
  name: textOr(),
  title: textOr(),
  phone: textOr(),
  email: textOr(),
  image_path: optText,
});

/** GET /api/help: `{ downloads, contact_details, user_guides? }`, flat or under `data`. */
export const HelpSchema = envelope(
  v.pipe(
    v.object({
      user_guides: assumed(listOrEmpty(Guide, 'user guide'), {
        fallback: 'none (where guides come from is not shown)',
        userSees: "the User Guides tab says 'There are currently no user guides.'",
        impact: 'medium',
      }),
      downloads: listOrEmpty(Download, 'download'),
      contact_details: listOrEmpty(Contact, 'contact'),
    }),
    v.transform((body): HelpData => ({
      // A guide or download without a title or an address is no entry a user could use.
      user_guides: body.user_guides.filter((file) => file.title !== '' || file.file_path !== ''),
      downloads: body.downloads.filter((file) => file.title !== '' || file.file_path !== ''),
      contact_details: body.contact_details.filter((contact) => contact.name !== '' || contact.email !== '' || contact.phone !== ''),
    })),
  ),
);
