// A logo or banner field: a file picker that uploads at once and shows the stored image; the form keeps the
// image's address. The server decides what it takes (an image of at most 5 MB) and its refusal is shown.
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { fieldAria, SettingsField } from './settings-field';
import { useUploadMedia } from './upload-media';

/** The upload's refusals by their code, in the partner's language (the blog's cover shares them). */
const UPLOAD_ERRORS: Record<string, string> = {
  unsupportedType: 'blog.errors.imageType',
  unreadable: 'blog.errors.imageUnreadable',
  tooLarge: 'blog.errors.imageTooLarge',
};

interface ImageFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onUploaded: (src: string) => void;
  onFailed: (message: string) => void;
  previewClassName: string;
}

export function ImageField(props: ImageFieldProps) {
  const { id, label, hint, value, error, onUploaded, onFailed, previewClassName } = props;
  const { t } = useTranslation();
  const upload = useUploadMedia();

  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => onUploaded(image.src),
      onError: (failure) =>
        onFailed(
          failure instanceof ApiRequestError && failure.fields.image && UPLOAD_ERRORS[failure.fields.image]
            ? t(UPLOAD_ERRORS[failure.fields.image]!)
            : describeError(failure, t),
        ),
    });
  };

  return (
    <SettingsField
      id={id}
      label={label}
      hint={upload.isPending ? t('settings.uploading') : hint}
      error={error}
    >
      <input
        {...fieldAria(id, error, hint)}
        className="field__input"
        type="file"
        accept="image/*"
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {value ? (
        <img className={previewClassName} src={value} alt={t('settings.imagePreview', { label })} />
      ) : null}
    </SettingsField>
  );
}
