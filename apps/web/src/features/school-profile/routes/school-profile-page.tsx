import { ImagePlus, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDialogState } from '@/lib/use-dialog-state';
import { useProfileAnalytics } from '../api/get-profile-analytics';
import { useProfileStatistics } from '../api/get-profile-statistics';
import { useSchoolProfile } from '../api/get-school-profile';
import { EditProfileModal } from '../components/edit-profile-modal';
import { ManageGalleryModal } from '../components/manage-gallery-modal';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileCharts } from '../components/profile-charts';
import { ProfileInsights } from '../components/profile-insights';
import { ProfileStatCards } from '../components/profile-stat-cards';
import { SchoolGallery } from '../components/school-gallery';
import { SchoolInformation } from '../components/school-information';

type Dialog = 'edit' | 'gallery';

/**
 * The school administrator's own school (spec 02, "School Profile"): details, logo and gallery,
 * with its figures. Profile, statistics and analytics load in parallel; figures that fail to load
 * say so where they would be (null below), never shown as zeros.
 */
export function SchoolProfilePage() {
  const { t } = useTranslation('school-profile');
  const profile = useSchoolProfile();
  const statistics = useProfileStatistics();
  const analytics = useProfileAnalytics();
  const figures = statistics.isError ? null : statistics.data;
  const rates = analytics.isError ? null : analytics.data;
  const dialogs = useDialogState<Dialog>();

  const { error } = profile;
  useEffect(() => {
    if (error) toast.error(messageOf(error, t('page.fetch_failed')));
  }, [error, t]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          profile.data && (
            <>
              <Can permission="school_gallery_upload">
                <Button variant="secondary" {...dialogs.opener('gallery')}>
                  <ImagePlus aria-hidden="true" className="size-4" />
                  {t('page.manage_gallery')}
                </Button>
              </Can>
              <Can permission="school_profile_update">
                <Button {...dialogs.opener('edit')}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('page.edit_profile')}
                </Button>
              </Can>
            </>
          )
        }
      />
      {profile.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner label={t('page.loading')} className="size-10" />
        </div>
      ) : profile.data ? (
        <>
          <ProfileBanner profile={profile.data} />
          <ProfileStatCards statistics={figures} analytics={rates} />
          <ProfileCharts statistics={figures} />
          <ProfileInsights analytics={rates} />
          <SchoolGallery images={profile.data.gallery} />
          <SchoolInformation profile={profile.data} />
          <EditProfileModal
            profile={profile.data}
            open={dialogs.dialog === 'edit'}
            onOpenChange={(open) => !open && dialogs.close()}
            onCloseAutoFocus={dialogs.restoreFocus}
          />
          <ManageGalleryModal
            open={dialogs.dialog === 'gallery'}
            onOpenChange={(open) => !open && dialogs.close()}
            onCloseAutoFocus={dialogs.restoreFocus}
          />
        </>
      ) : (
        <p className="text-slate-600">{t('page.load_failed')}</p>
      )}
    </div>
  );
}
