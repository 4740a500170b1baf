// The cover field: a file picker that uploads at once (the server checks and resizes it) and previews the
// result; its id is what the post form sends. Files over 5 MB are refused before they leave the device.
import { useTranslation } from 'react-i18next';
import { type UploadedImage } from '../../domain/pages/blog';
import { BLOG_LIMITS } from '../../domain/pages/blog-limits';
import { IMAGE_TYPES } from '../../domain/image-type';
import { ApiRequestError } from '../../lib/api-client';
import { BlogField, describedBy } from './blog-field';
import { blogMessage } from './blog-messages';
import { BlogPicture } from './blog-picture';
import { useUploadImage } from './upload-image';

interface CoverInputProps {
  id: string;
  image: UploadedImage | null;
  error: string | undefined;
  onUploaded: (image: UploadedImage) => void;
  onFailed: (message: string) => void;
}

export function CoverInput({ id, image, error, onUploaded, onFailed }: CoverInputProps) {
  const { t } = useTranslation();
  const upload = useUploadImage();

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > BLOG_LIMITS.imageBytesMax) return onFailed('tooLarge');
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (failure) =>
        onFailed(
          failure instanceof ApiRequestError ? (failure.fields.image ?? failure.message) : failure.message,
        ),
    });
  };

  return (
    <BlogField
      id={id}
      label={t('blog.image')}
      error={blogMessage(t, error)}
      aside={upload.isPending ? t('blog.uploading') : t('blog.imageHint')}
    >
      <input
        id={id}
        className="field__input"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {image ? (
        <BlogPicture image={image} alt={t('blog.imagePreview')} className="blog-form__preview" />
      ) : null}
    </BlogField>
  );
}
