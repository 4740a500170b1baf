// Create or edit a post (spec 2.5, 4 and 5): title, slug (made from the title until edited), keywords and
// description each with Generate, the cover, optional tags, and whether it is published or kept as a draft. The
// shared schema checks every field as it is typed and the button waits for all of them; the server's own field
// errors land under the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  BLOG_MESSAGES,
  blogDescriptionSchema,
  blogKeywordsSchema,
  blogPostInputSchema,
  blogSlugSchema,
  blogTagsSchema,
  blogTitleSchema,
  splitList,
  type UploadedImage,
} from '../../domain/pages/blog';
import { type BlogPost } from '../../domain/pages/blog-post';
import { BLOG_LIMITS } from '../../domain/pages/blog-limits';
import { suggestKeywords } from '../../domain/pages/blog-draft';
import { slugify } from '../../domain/pages/blog-slug';
import { htmlText } from '../../domain/pages/blog-text';
import { STORAGE_KEYS } from '../../domain/constants';
import { ROUTES } from '../../domain/routes';
import { ApiRequestError, CLIENT_ERROR_CODES } from '../../lib/api-client';
import { readSetting } from '../../lib/storage';
import { useLocalePath } from '../../lib/use-locale-path';
import { BlogField, describedBy } from './blog-field';
import { blogMessage } from './blog-messages';
import { CoverInput } from './cover-input';
import { useCreatePost } from './create-post';
import { useGenerateDescription } from './generate-description';
import { useUpdatePost } from './own-posts';
import './blog.css';

const formSchema = z.object({
  title: blogTitleSchema,
  slug: blogSlugSchema,
  keywords: blogKeywordsSchema,
  descriptionHtml: blogDescriptionSchema,
  tags: z.string().transform(splitList).pipe(blogTagsSchema),
  imageId: blogPostInputSchema.shape.imageId,
  place: z.string().trim(),
  published: z.boolean(),
});
type FormInput = z.input<typeof formSchema>;
type FieldName = keyof FormInput;

const empty = (): FormInput => ({
  title: '',
  slug: '',
  keywords: '',
  descriptionHtml: '',
  tags: '',
  imageId: '',
  place: readSetting(STORAGE_KEYS.userPlace) ?? '',
  published: true,
});

const valuesOf = (post: BlogPost): FormInput => ({
  title: post.title,
  slug: post.slug,
  keywords: post.keywords,
  descriptionHtml: post.descriptionHtml,
  tags: post.tags.join(', '),
  imageId: post.imageId ?? '',
  place: readSetting(STORAGE_KEYS.userPlace) ?? '',
  published: post.published,
});

const coverOf = (post: BlogPost | undefined): UploadedImage | null =>
  post?.image && post.imageId ? { ...post.image, id: post.imageId } : null;

/** Saves a new post, or the one being edited. */
function useSavePost(postId: string | undefined) {
  const create = useCreatePost();
  const update = useUpdatePost(postId ?? '');
  return postId ? update : create;
}

export function BlogForm({ post }: { post?: BlogPost }) {
  const { t } = useTranslation();
  const id = useId();
  const to = useLocalePath();
  const create = useSavePost(post?.id);
  const generate = useGenerateDescription();
  const slugEdited = useRef(Boolean(post));
  const [image, setImage] = useState<UploadedImage | null>(() => coverOf(post));
  const [outcome, setOutcome] = useState<{ post: BlogPost } | { error: string } | null>(null);
  const form = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: post ? valuesOf(post) : empty(),
  });
  const { errors, isValid } = form.formState;
  const [title, place, description] = form.watch(['title', 'place', 'descriptionHtml']);
  const err = (name: FieldName) => blogMessage(t, errors[name]?.message);
  const set = (name: FieldName, value: string) =>
    form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  const needTitle = (): boolean => {
    if (title.trim()) return false;
    form.setError('title', { message: BLOG_MESSAGES.titleFirst }, { shouldFocus: true });
    return true;
  };

  const onGenerateKeywords = () => {
    if (!needTitle()) set('keywords', suggestKeywords(title, place).join(', '));
  };

  const onGenerateDescription = () => {
    if (needTitle()) return;
    generate.mutate(
      { title, place },
      {
        onSuccess: (draft) => set('descriptionHtml', draft.descriptionHtml),
        onError: () => form.setError('descriptionHtml', { message: t('blog.generateFailed') }),
      },
    );
  };

  const onSubmit = form.handleSubmit(({ place: _place, ...input }) => {
    setOutcome(null);
    create.mutate(input, {
      onSuccess: (saved) => {
        setOutcome({ post: saved });
        if (post) return form.reset(valuesOf(saved));
        form.reset(empty());
        slugEdited.current = false;
        setImage(null);
      },
      onError: (failure) => {
        if (!(failure instanceof ApiRequestError) || failure.code === CLIENT_ERROR_CODES.network) {
          return setOutcome({ error: t('blog.createError') });
        }
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field in formSchema.shape) form.setError(field as FieldName, { message });
        }
        setOutcome({ error: t('blog.createFailed') });
      },
    });
  });

  const textLength = htmlText(description).length;
  return (
    <form className="stack blog-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="page__title">
        {post ? t('blogAdmin.editTitle') : t('blog.createTitle')}
      </h1>
      <BlogField id={`${id}-title`} label={t('blog.title')} error={err('title')}>
        <input
          id={`${id}-title`}
          className="field__input"
          maxLength={BLOG_LIMITS.titleMax}
          aria-invalid={err('title') ? true : undefined}
          aria-describedby={describedBy(`${id}-title`, err('title'))}
          {...form.register('title', {
            onChange: (event: { target: HTMLInputElement }) => {
              const next = event.target.value;
              if (!slugEdited.current) set('slug', next.trim() ? slugify(next) : '');
            },
          })}
        />
      </BlogField>
      <BlogField id={`${id}-slug`} label={t('blog.slug')} error={err('slug')} aside={t('blog.slugHint')}>
        <input
          id={`${id}-slug`}
          className="field__input"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={err('slug') ? true : undefined}
          aria-describedby={describedBy(`${id}-slug`, err('slug'), true)}
          {...form.register('slug', { onChange: () => (slugEdited.current = true) })}
        />
      </BlogField>
      <BlogField id={`${id}-place`} label={t('blog.place')} error={undefined} aside={t('blog.placeHint')}>
        <input
          id={`${id}-place`}
          className="field__input"
          maxLength={BLOG_LIMITS.placeMax}
          aria-describedby={`${id}-place-aside`}
          {...form.register('place')}
        />
      </BlogField>
      <BlogField
        id={`${id}-keywords`}
        label={t('blog.keywords')}
        error={err('keywords')}
        action={
          <button
            type="button"
            className="button button--link button--small"
            aria-label={t('blog.generateKeywords')}
            onClick={onGenerateKeywords}
          >
            {t('blog.generate')}
          </button>
        }
      >
        <input
          id={`${id}-keywords`}
          className="field__input"
          aria-invalid={err('keywords') ? true : undefined}
          aria-describedby={describedBy(`${id}-keywords`, err('keywords'))}
          {...form.register('keywords')}
        />
      </BlogField>
      <BlogField
        id={`${id}-description`}
        label={t('blog.description')}
        error={err('descriptionHtml')}
        aside={t('blog.descriptionCount', { length: textLength, min: BLOG_LIMITS.descriptionMinText })}
        action={
          <button
            type="button"
            className="button button--link button--small"
            aria-label={t('blog.generateDescription')}
            onClick={onGenerateDescription}
            disabled={generate.isPending}
          >
            {generate.isPending ? t('blog.generating') : t('blog.generate')}
          </button>
        }
      >
        <textarea
          id={`${id}-description`}
          className="field__input blog-form__description"
          rows={12}
          placeholder={t('blog.descriptionHint')}
          aria-invalid={err('descriptionHtml') ? true : undefined}
          aria-describedby={describedBy(`${id}-description`, err('descriptionHtml'), true)}
          {...form.register('descriptionHtml')}
        />
      </BlogField>
      <CoverInput
        id={`${id}-image`}
        image={image}
        error={errors.imageId?.message}
        onUploaded={(uploaded) => {
          setImage(uploaded);
          set('imageId', uploaded.id);
        }}
        onFailed={(message) => {
          setImage(null);
          form.setValue('imageId', '');
          form.setError('imageId', { message });
        }}
      />
      <BlogField id={`${id}-tags`} label={t('blog.tags')} error={err('tags')} aside={t('blog.tagsHint')}>
        <input
          id={`${id}-tags`}
          className="field__input"
          aria-invalid={err('tags') ? true : undefined}
          aria-describedby={describedBy(`${id}-tags`, err('tags'), true)}
          {...form.register('tags')}
        />
      </BlogField>
      <label className="blog-form__publish">
        <input type="checkbox" {...form.register('published')} />
        <span>{t('blogAdmin.publish')}</span>
      </label>
      {outcome && 'error' in outcome ? (
        <p className="form-error" role="alert">
          {outcome.error}
        </p>
      ) : null}
      {outcome && 'post' in outcome ? (
        <p className="form-success" role="status">
          {post ? t('blogAdmin.saved') : t('blog.created')}{' '}
          {outcome.post.published ? (
            <Link to={to(ROUTES.blog.replace(':blog', outcome.post.slug))}>{t('blog.viewPost')}</Link>
          ) : (
            t('blogAdmin.keptAsDraft')
          )}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!isValid || create.isPending}>
        {create.isPending ? t('blog.submitting') : post ? t('blogAdmin.save') : t('blog.submit')}
      </button>
    </form>
  );
}
