import { Avatar, type AvatarProps } from '@mui/material';
import { useAuthorizedImage } from './useAuthorizedImage';

export interface AuthorizedAvatarProps extends Omit<AvatarProps, 'src'> {
  /** A photo URL the API serves only to signed-in users (photo_url). */
  src: string | null | undefined;
}

/** A user's photo as an Avatar; its children (or MUI's person icon) show until it has loaded. */
export function AuthorizedAvatar({ src, ...avatar }: AuthorizedAvatarProps) {
  return <Avatar src={useAuthorizedImage(src)} {...avatar} />;
}
